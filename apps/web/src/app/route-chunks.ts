// Loaders of the route chunks that something other than the route table warms up ahead of time
// (the first load, and hovering a product card).
export const loadHomePage = () => import('../features/home/home-page')
export const loadShopPage = () => import('../features/shop/shop-page')
export const loadProductPage = () => import('../features/product/product-page')

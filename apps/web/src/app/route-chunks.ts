// Loaders of the route chunks that something other than the route table warms up ahead of time.
export const loadProductPage = () => import('../features/product/product-page')

export interface EncodedPicture {
  body: Uint8Array | string
  type: string
}

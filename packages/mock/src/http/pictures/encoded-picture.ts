/** A picture as sent: its bytes (or text) and content type. */
export interface EncodedPicture {
  body: Uint8Array | string
  type: string
}

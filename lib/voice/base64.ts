/** @file Base64 as the provider sends audio (`full_audio` of post_call_audio). */
type Base64Decoder = { fromBase64?: (text: string) => Uint8Array };

/** Decodes base64; null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, "");
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const native = (Uint8Array as unknown as Base64Decoder).fromBase64;
  if (native) return native(clean);
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Base64Encoder = { toBase64?: (this: Uint8Array) => string };

export function encodeBase64(bytes: Uint8Array): string {
  const native = (bytes as unknown as Base64Encoder).toBase64;
  if (native) return native.call(bytes);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

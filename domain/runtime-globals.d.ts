/**
 * The parts of the web platform domain/ uses: globals of every runtime domain/ code runs in (browsers, workerd,
 * Node 22). domain/ is compiled without the DOM or Node libraries, so they are declared here.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

declare class TextEncoder {
  encode(input: string): Uint8Array;
}

declare const crypto: {
  readonly subtle: { digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer> };
};

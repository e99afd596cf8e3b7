/**
 * The WHATWG URL class, a global of every runtime domain/ code runs in (browsers, workerd, Node). domain/ is
 * compiled without the DOM or Node libraries, so the part of it domain/ uses is declared here.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

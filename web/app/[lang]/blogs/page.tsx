// /blogs (language-neutral, via web/proxy.ts): the same list as /blog, whose address is canonical.
export { default, generateMetadata } from "../blog/page";

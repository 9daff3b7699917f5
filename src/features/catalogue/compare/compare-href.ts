import { paths } from '@/config/paths';

/** `/bandingkan?produk=a,b,c`: the comparison's shareable address (commas left as they are, readable in a chat). */
export const compareHref = (slugs: readonly string[]) =>
  `${paths.bandingkan.getHref()}?produk=${slugs.map((slug) => encodeURIComponent(slug)).join(',')}`;

import type { IframeHTMLAttributes, ReactNode } from 'react';
import { isOffline, useConnection } from '../offline/connection';

type Props = IframeHTMLAttributes<HTMLIFrameElement> & {
  src: string;
  title: string;
  /** What shows instead while offline: an address with a directions link, a note about the video… */
  fallback: ReactNode;
};

/**
 * An embedded third-party frame (map, video) that never shows Chrome's broken-frame icon: while the site
 * is offline (no network, or its own server out of reach — decision 071) the fallback shows instead, and a
 * frame already shown gives way to it (docs/decisions/071). The frame's own host is not probed: the
 * Content-Security-Policy keeps `connect-src` to our origin and the tile hosts.
 */
export function ThirdPartyFrame({ src, title, fallback, ...rest }: Props) {
  const offline = isOffline(useConnection());
  if (offline) return <>{fallback}</>;
  return <iframe src={src} title={title} {...rest} />;
}

/**
 * The one-time token of an e-mailed link (verification, password reset). New links carry it in the
 * fragment, which the browser never sends to the server; links sent before that carry it in the
 * query. Once read it is taken out of the address bar, so it does not linger in the history.
 */
import { useEffect, useState } from 'react';

function tokenIn(params: string): string | null {
  return new URLSearchParams(params).get('token');
}

/** The token of a link: the fragment's first, else the query's (older links); '' when neither has one. */
export function readLinkToken(location: Pick<Location, 'hash' | 'search'>): string {
  return tokenIn(location.hash.slice(1)) ?? tokenIn(location.search) ?? '';
}

/** The same address (path, other query and fragment parameters) without any token. */
export function withoutLinkToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  const fragment = new URLSearchParams(url.hash.slice(1));
  fragment.delete('token');
  const rest = fragment.toString();
  url.hash = rest ? `#${rest}` : '';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads the link's token once, then replaces the address with one that no longer holds it. */
export function useLinkToken(): string {
  const [token] = useState(() => readLinkToken(window.location));
  useEffect(() => {
    const { href, pathname, search, hash } = window.location;
    const clean = withoutLinkToken(href);
    if (clean !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', clean);
  }, []);
  return token;
}

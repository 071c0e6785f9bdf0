/**
 * Request URLs as they may be logged: values of query parameters that carry secrets are blanked.
 * E-mailed links keep their token in the fragment, which never reaches the server; links sent
 * before that, and any client that puts a secret in a query, must not leave it in the log.
 */

/** Parameter names whose values are secrets: tokens of any kind, codes, passwords, keys. */
const SECRET_NAME = /token|secret|passw|code|otp|key|signature|sig$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    // A malformed escape cannot hide a name from the check: test it as it came.
    return raw;
  }
}

export function redactUrl(url: string): string {
  // A browser never sends a fragment, so one here is not a page link: it is dropped, not trusted.
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  const start = bare.indexOf('?');
  if (start === -1) return bare;
  const redacted = bare
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_NAME.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${bare.slice(0, start)}?${redacted}`;
}

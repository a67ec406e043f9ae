/**
 * RFC 8058 one-click unsubscribing: a mail client that shows its own "Unsubscribe" button POSTs
 * the pair `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, as multipart/form-data
 * (SHOULD) or application/x-www-form-urlencoded (MAY). These are the only bodies the route takes.
 */
export const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The most a one-click body needs (the pair, a multipart boundary and part headers). */
export const ONE_CLICK_BODY_LIMIT = 2048;

/** Whether `body`, sent with `contentType`, carries `List-Unsubscribe=One-Click`. */
export function isOneClickBody(contentType: string | undefined, body: string): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(body).getAll('List-Unsubscribe').includes('One-Click');
  }
  if (type === 'multipart/form-data') {
    const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
    if (!boundary) return false;
    return body.split(`--${boundary}`).some((part) => {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const headers = part.slice(0, split);
      const value = part.slice(split + 4).replace(/\r\n$/, '');
      return /content-disposition:\s*form-data;[^\r\n]*\bname="List-Unsubscribe"/i.test(headers) && value === 'One-Click';
    });
  }
  return false;
}

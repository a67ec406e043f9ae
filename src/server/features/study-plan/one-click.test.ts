import { describe, expect, it } from 'vitest';
import { isOneClickBody } from './one-click.ts';

const FORM = 'application/x-www-form-urlencoded';
const multipart = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;

describe('the RFC 8058 one-click body', () => {
  it('is accepted form-encoded, with or without a charset', () => {
    expect(isOneClickBody(FORM, 'List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClickBody(`${FORM}; charset=utf-8`, 'List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClickBody(FORM.toUpperCase(), 'other=1&List-Unsubscribe=One-Click')).toBe(true);
  });

  it('is accepted as multipart/form-data, with a quoted boundary too', () => {
    expect(isOneClickBody('multipart/form-data; boundary=xyz', multipart('xyz', 'List-Unsubscribe', 'One-Click'))).toBe(true);
    expect(isOneClickBody('multipart/form-data; boundary="a b"', multipart('a b', 'List-Unsubscribe', 'One-Click'))).toBe(true);
  });

  it('is refused with another value, another field, no boundary or another content type', () => {
    expect(isOneClickBody(FORM, 'List-Unsubscribe=Yes')).toBe(false);
    expect(isOneClickBody(FORM, 'Unsubscribe=One-Click')).toBe(false);
    expect(isOneClickBody(FORM, '')).toBe(false);
    expect(isOneClickBody('multipart/form-data; boundary=xyz', multipart('xyz', 'List-Unsubscribe', 'One-Click-Please'))).toBe(false);
    expect(isOneClickBody('multipart/form-data; boundary=xyz', multipart('xyz', 'Other', 'One-Click'))).toBe(false);
    expect(isOneClickBody('multipart/form-data', multipart('xyz', 'List-Unsubscribe', 'One-Click'))).toBe(false);
    expect(isOneClickBody('text/plain', 'List-Unsubscribe=One-Click')).toBe(false);
    expect(isOneClickBody(undefined, 'List-Unsubscribe=One-Click')).toBe(false);
  });
});

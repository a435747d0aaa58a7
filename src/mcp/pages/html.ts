import type { Response } from 'express';

/** Escapes text for HTML element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string): Raw => new Raw(html);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map((x) => (x instanceof Raw ? x.html : esc(x))).join('') : v instanceof Raw ? v.html : esc(v);
    out += part + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f5f6f8; color: #1d2330; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 10px;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  label { display: block; margin: .8rem 0 .2rem; font-weight: 600; }
  input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; }
  .choice { font-weight: normal; margin: .4rem 0; }
  .actions { display: flex; gap: .6rem; margin-top: 1.4rem; }
  button { font: inherit; padding: .5rem 1.2rem; border-radius: 6px; border: 1px solid #2b59c3; cursor: pointer; }
  button.primary { background: #2b59c3; color: #fff; }
  button.secondary { background: #fff; color: #2b59c3; }
  .error { background: #fdecea; color: #8a1c12; padding: .6rem .8rem; border-radius: 6px; }
  .muted { color: #5b6475; font-size: .9rem; }
`;

export function layout(title: string, body: Raw): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body.html}</main></body></html>`;
}

/** Sends a server-rendered page: no scripts, no framing, no caching, no referrer. */
export function sendPage(res: Response, status: number, title: string, body: Raw): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(layout(title, body));
}

export function sendErrorPage(res: Response, status: number, title: string, message: string): void {
  sendPage(res, status, title, html`<h1>${title}</h1><p class="error" role="alert">${message}</p>`);
}

import { html } from "hono/html";

export interface FriendlyPage {
  title: string;
  message: string;
  /** Offer "Try again" (back through /api/login). */
  retry: boolean;
}

/** A small self-contained page for the end of a failed sign-in: plain words, no internals. */
export function renderFriendlyPage(page: FriendlyPage) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${page.title} · PracticeLine</title>
        <style>
          body {
            margin: 0;
            font-family: system-ui, sans-serif;
            background: #f8fafc;
            color: #0f172a;
          }
          main {
            max-width: 32rem;
            margin: 15vh auto;
            padding: 2rem;
            background: #fff;
            border: 1px solid #e2e8f0;
            border-radius: 1rem;
          }
          h1 {
            margin-top: 0;
            font-size: 1.5rem;
          }
          p {
            color: #334155;
            line-height: 1.5;
          }
          a {
            display: inline-block;
            margin-right: 1rem;
            padding: 0.7rem 1.2rem;
            border-radius: 0.5rem;
            font-weight: 600;
            color: #0f172a;
          }
          a.primary {
            background: #0f172a;
            color: #fff;
            text-decoration: none;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${page.title}</h1>
          <p>${page.message}</p>
          <p>
            ${page.retry ? html`<a class="primary" href="/api/login">Try again</a>` : ""}
            <a href="/">Back to PracticeLine</a>
          </p>
        </main>
      </body>
    </html>`;
}

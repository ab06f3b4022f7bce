interface Health {
  code: number;
  data?: { status: string; database: number };
}

const LOGINS = [
  ['admin', 'admin1234', 'demo'],
  ['operator', 'operator1234', 'demo'],
  ['customs', 'customs1234', 'demo'],
  ['harbor_admin', 'harbor1234', 'harbor'],
];

/**
 * A plain page, not a screen of the product: the browser shell is not built yet, so this page says what runs and
 * links to the API documentation. It is replaced by the login page when the shell lands.
 */
export function renderServerStatus(root: HTMLElement): void {
  root.innerHTML = `
    <main style="font-family: system-ui, sans-serif; max-width: 720px; margin: 48px auto; line-height: 1.6; color: #1f2329">
      <h1 style="margin-bottom: 4px">Clearway</h1>
      <p style="margin-top: 0; color: #646a73">跨境物流与关务后台 · Back office for cross-border logistics and customs</p>
      <p><strong>The browser app is not built yet</strong> (尚未构建浏览器界面). What runs today is the API server on a real database.</p>
      <p>API server: <span data-testid="health">checking…</span></p>
      <p><a href="/api/clearway/docs">API documentation (OpenAPI)</a> · <a href="/api/clearway/openapi.json">openapi.json</a></p>
      <h2 style="font-size: 16px">Demo logins</h2>
      <table style="border-collapse: collapse">
        ${LOGINS.map(([u, p, t]) => `<tr><td style="padding: 2px 16px 2px 0"><code>${u}</code></td><td style="padding: 2px 16px 2px 0"><code>${p}</code></td><td>${t}</td></tr>`).join('')}
      </table>
    </main>`;
  const health = root.querySelector<HTMLElement>('[data-testid="health"]')!;
  fetch('/api/clearway/health')
    .then((r) => r.json() as Promise<Health>)
    .then((body) => {
      health.textContent = body.code === 200 ? `up (database answered in ${body.data?.database} ms)` : `error ${body.code}`;
    })
    .catch(() => {
      health.textContent = 'not reachable';
    });
}

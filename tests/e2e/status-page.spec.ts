import { expect, test } from '@playwright/test';

test('the root page says plainly that the browser app is not built yet and that the API server is up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('The browser app is not built yet')).toBeVisible();
  await expect(page.getByTestId('health')).toContainText('up');
  await expect(page.getByRole('link', { name: 'API documentation (OpenAPI)' })).toHaveAttribute('href', '/api/clearway/docs');
});

test('a client-side path falls back to the app, an unknown API path answers the 404 envelope', async ({ page, request }) => {
  await page.goto('/some/client/route');
  await expect(page.getByText('Clearway').first()).toBeVisible();
  const reply = await request.get('/api/no/such/endpoint');
  expect(reply.status()).toBe(404);
  expect((await reply.json()).code).toBe(404);
});

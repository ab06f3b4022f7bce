import fs from 'node:fs';
import path from 'node:path';

/**
 * The entity schema of docs/schemas.md's walkthrough ("Add an entity in minutes"): a route of the catalogue with no
 * schema in the repository, so server and end-to-end tests can drop it into a running installation's schema folder.
 * Read from the page itself, so the walkthrough stays true.
 */
export function walkthroughSchema(): Record<string, unknown> {
  const doc = fs.readFileSync(path.resolve('docs/schemas.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Add an entity in minutes'));
  return JSON.parse(/```json\n([\s\S]*?)\n```/.exec(section)![1]!) as Record<string, unknown>;
}

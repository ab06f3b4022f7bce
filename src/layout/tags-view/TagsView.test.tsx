// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderInShell, setUpShellTests, signedInStore } from '../../reminders/shell-test-harness';
import { tagsViewAtom } from './tags-view-atoms';
import { TagsView } from './TagsView';

beforeAll(() => setUpShellTests());

describe('the tags bar', () => {
  it('scrolls sideways with the mouse wheel', async () => {
    const store = signedInStore();
    for (let i = 0; i < 8; i++) store.set(tagsViewAtom, { type: 'addView', view: { path: `/p${i}`, fullPath: `/p${i}`, name: `p${i}`, title: `Page ${i}` } });
    renderInShell(<TagsView />, { path: '/p0', store });
    const bar = await screen.findByTestId('tags-scroll');
    fireEvent.wheel(bar, { deltaY: 120, deltaX: 0 });
    expect(bar.scrollLeft).toBe(120);
    fireEvent.wheel(bar, { deltaY: 0, deltaX: 30 });
    expect(bar.scrollLeft).toBe(120);
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LoginTabs } from './LoginTabs';

function Harness() {
  const [active, setActive] = useState('a');
  return (
    <LoginTabs
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'a', label: 'Account', testId: 'tab-a', content: <p>account form</p> },
        { key: 'b', label: 'Mobile', testId: 'tab-b', content: <p>mobile form</p> },
      ]}
    />
  );
}

describe('LoginTabs', () => {
  it('shows only the active panel and switches on click', () => {
    render(<Harness />);
    expect(screen.getByText('account form')).toBeTruthy();
    expect(screen.queryByText('mobile form')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-b'));
    expect(screen.getByText('mobile form')).toBeTruthy();
    expect(screen.getByTestId('tab-b').getAttribute('aria-selected')).toBe('true');
  });
  it('moves between tabs with the arrow keys, wrapping around', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByTestId('tab-a'), { key: 'ArrowLeft' });
    expect(screen.getByText('mobile form')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('tab-b'));
    fireEvent.keyDown(screen.getByTestId('tab-b'), { key: 'ArrowRight' });
    expect(screen.getByText('account form')).toBeTruthy();
  });
});

import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A primary button that is a real link (an `<a href>`: open in a new tab works) but navigates inside the app. */
export function LinkButton({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type="primary" href={to} onClick={follow} data-testid={testId}>
      {children}
    </Button>
  );
}

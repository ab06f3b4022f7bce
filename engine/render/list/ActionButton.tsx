import { useRef } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { Row } from '../../data/entity-source';
import { useActionState } from '../../actions/action-state';
import { actionLabel, type PlacedAction } from '../../actions/resolve-actions';
import { useListContext } from './list-context';

/**
 * A placed action as a button: removed, or disabled with no pointer events, when the route does not grant its
 * button (spec 01 §6); disabled on a row it cannot act on. A second click while it runs is ignored.
 */
export function ActionButton({ action, row, ...props }: { action: PlacedAction; row?: Row } & Omit<ButtonProps, 'onClick'>) {
  const list = useListContext();
  const state = useActionState(action.spec);
  const running = useRef(false);
  if (state === 'removed') return null;
  // Denied by the route (no pointer events, spec 01 §6), or not possible for this row (a transition from another state).
  const denied = state === 'disabled';
  const disabled = denied || (!!row && action.definition.availableFor?.(row, action.spec, list.model) === false);
  const onClick = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await list.runAction(action, row);
    } finally {
      running.current = false;
    }
  };
  return (
    <Button
      {...props}
      danger={action.definition.danger && props.type !== 'primary' ? true : props.danger}
      disabled={disabled}
      style={denied ? { ...props.style, pointerEvents: 'none' } : props.style}
      data-action={action.key}
      onClick={() => void onClick()}
    >
      {actionLabel(action, list.language)}
    </Button>
  );
}

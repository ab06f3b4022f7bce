import { emptyHistory, recordChange, redo, undo } from './grid-history';

describe('grid history', () => {
  it('undoes and redoes in order, and a new change drops what was undone', () => {
    let history = emptyHistory<string>();
    history = recordChange(history, 'a'); // a → b
    history = recordChange(history, 'b'); // b → c
    const back = undo(history, 'c')!;
    expect(back.value).toBe('b');
    const further = undo(back.history, back.value)!;
    expect(further.value).toBe('a');
    expect(undo(further.history, further.value)).toBeUndefined();
    const again = redo(further.history, further.value)!;
    expect(again.value).toBe('b');
    const changed = recordChange(again.history, 'b'); // b → d
    expect(redo(changed, 'd')).toBeUndefined();
    expect(undo(changed, 'd')!.value).toBe('b');
  });

  it('keeps at most the limit of steps', () => {
    let history = emptyHistory<number>();
    for (let i = 0; i < 10; i++) history = recordChange(history, i, 3);
    expect(history.past).toEqual([7, 8, 9]);
  });
});

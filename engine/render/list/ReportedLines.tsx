import { Descriptions } from 'antd';
import type { CommandReport } from '../../actions/action-types';

/** A command's answer as labelled lines (a quotation's 试算: band, first weight, additional units, surcharge, total). */
export function ReportedLines({ lines }: { lines: CommandReport['lines'] }) {
  return (
    <div data-testid="command-report">
      <Descriptions column={1} size="small" bordered items={lines.map((line, index) => ({ key: String(index), label: line.label, children: line.value }))} />
    </div>
  );
}

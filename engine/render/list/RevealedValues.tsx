import { Typography } from 'antd';
import type { RevealedValue } from '../../actions/action-types';

/** Values handed out once (a new client's secret), each titled and copyable, with a note that they will not show again. */
export function RevealedValues({ values, note }: { values: RevealedValue[]; note: string }) {
  return (
    <div data-testid="revealed-values">
      {values.map((item) => (
        <div key={item.title}>
          <Typography.Text type="secondary">{item.title}</Typography.Text>
          <Typography.Paragraph copyable={{ text: item.value }} code style={{ wordBreak: 'break-all', marginBottom: 8 }}>{item.value}</Typography.Paragraph>
        </div>
      ))}
      <Typography.Text type="warning">{note}</Typography.Text>
    </div>
  );
}

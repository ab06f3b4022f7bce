import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Empty, Input, Space, Tag, Timeline, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { formatDateTime } from '../../engine/format/format-date';
import type { Envelope } from '../../engine/data/envelope';
import type { ParcelTrajectory as Trajectory, TrajectoryEvent } from '../../engine/data/trajectory';
import { MAX_NUMBERS, pastedNumbers } from './pasted-numbers';
import { TRAJECTORY_TEXTS } from './trajectory-texts';

export const TRAJECTORY_PATH = '/api/clearway/trajectory';

/** The colour of each kind of event on the timeline (antd's Timeline colours). */
const KIND_COLORS: Record<TrajectoryEvent['kind'], string> = { order: 'blue', scan: 'green', refused: 'red', desk: 'orange', label: 'gray', carrier: 'cyan' };

/** One parcel: its numbers and statuses, then its events oldest first. */
function ParcelCard({ trajectory, texts }: { trajectory: Trajectory; texts: (typeof TRAJECTORY_TEXTS)['zh'] }) {
  const parcel = trajectory.parcel!;
  const title = (
    <Space wrap size={[12, 4]}>
      <Typography.Text strong copyable>{parcel.trackingNo ?? parcel.orderCode}</Typography.Text>
      <Typography.Text type="secondary">{parcel.orderCode}</Typography.Text>
      {parcel.orderStatusTitle && <Tag color="blue" title={texts.status}>{parcel.orderStatusTitle}</Tag>}
      {parcel.operateNodeTitle && <Tag color="cyan" title={texts.node}>{parcel.operateNodeTitle}</Tag>}
      {parcel.tailTrackingNo && <Typography.Text type="secondary">{texts.tail}: {parcel.tailCarrierCode} {parcel.tailTrackingNo}</Typography.Text>}
    </Space>
  );
  return (
    <Card size="small" title={title} data-testid="trajectory-parcel" data-code={trajectory.code} style={{ marginBottom: 12 }}>
      {trajectory.events.length === 0 ? <Typography.Text type="secondary">{texts.noEvents}</Typography.Text> : (
        <Timeline
          items={trajectory.events.map((event, i) => ({
            key: i,
            color: KIND_COLORS[event.kind],
            children: (
              <div data-testid="trajectory-event" data-kind={event.kind}>
                <Space wrap size={[12, 0]}>
                  <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
                  <Typography.Text strong type={event.kind === 'refused' ? 'danger' : undefined}>{event.title}</Typography.Text>
                  {event.site && <Tag>{event.site}</Tag>}
                  {event.by && <Typography.Text type="secondary">{event.by}</Typography.Text>}
                </Space>
                {event.detail && <div><Typography.Text type={event.kind === 'refused' ? 'danger' : 'secondary'}>{event.detail}</Typography.Text></div>}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/**
 * The trajectory search (/travelManageCenter, docs/domain/operate.md "Trajectory"): paste tracking, order or
 * last-mile numbers, and each parcel's timeline — the order, every scan at every site, refusals with their reason,
 * the desk's moves, the label — is listed in turn; numbers of no parcel of the person's are named. A list panel.
 */
export function ParcelTrajectory() {
  const http = useHttp();
  const texts = TRAJECTORY_TEXTS[useLanguage()];
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<{ trajectories: Trajectory[]; cut: boolean } | null>(null);

  const search = async () => {
    const numbers = pastedNumbers(text);
    if (!numbers.length || !http) return;
    setLoading(true);
    setFailed(false);
    try {
      const reply = await http.request<Envelope<Trajectory[]>>({ method: 'POST', url: TRAJECTORY_PATH, data: { codes: numbers.slice(0, MAX_NUMBERS) } });
      setResult({ trajectories: reply.data.data, cut: numbers.length > MAX_NUMBERS });
    } catch {
      // The app's HTTP client has told the person why (spec 01 §8); the panel keeps the numbers to try again.
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void search();
    }
  };
  const found = result?.trajectories.filter((t) => t.parcel) ?? [];
  const missing = result?.trajectories.filter((t) => !t.parcel).map((t) => t.code) ?? [];

  return (
    <div data-testid="parcel-trajectory">
      <Input.TextArea
        autoFocus
        rows={3}
        value={text}
        placeholder={texts.placeholder}
        aria-label={texts.placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="trajectory-numbers"
        style={{ maxWidth: 720 }}
      />
      <Space style={{ margin: '8px 0 12px' }}>
        <Button type="primary" icon={<SearchOutlined />} loading={loading} disabled={!pastedNumbers(text).length} onClick={() => void search()} data-testid="trajectory-search">{texts.search}</Button>
        <Button onClick={() => { setText(''); setResult(null); setFailed(false); }}>{texts.clear}</Button>
        <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      </Space>
      {failed && <Alert type="error" showIcon message={texts.failed} style={{ marginBottom: 12 }} />}
      {result === null ? <Typography.Paragraph type="secondary">{texts.empty}</Typography.Paragraph> : (
        <>
          <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
            <Typography.Text data-testid="trajectory-summary">{texts.summary(found.length, missing.length)}</Typography.Text>
            {result.cut && <Alert type="warning" showIcon message={texts.tooMany(MAX_NUMBERS)} />}
            {missing.length > 0 && <Alert type="warning" showIcon message={texts.notFound(missing.join('、'))} data-testid="trajectory-missing" />}
          </Space>
          {found.length === 0 ? <Empty /> : found.map((trajectory) => <ParcelCard key={trajectory.code} trajectory={trajectory} texts={texts} />)}
        </>
      )}
    </div>
  );
}

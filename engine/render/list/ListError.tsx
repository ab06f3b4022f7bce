import { Button } from 'antd';
import { StatusResult } from '../StatusResult';

/** A list that failed to load: the message and a retry. */
export function ListError({ title, message, retry, retryLabel }: { title: string; message: string; retry(): void; retryLabel: string }) {
  return <StatusResult status="error" title={title} subTitle={message} extra={<Button onClick={retry} data-testid="list-retry">{retryLabel}</Button>} data-testid="list-error" />;
}

import { Spin } from 'antd';

/** Shown while a page's code or data loads. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Spin />
    </div>
  );
}

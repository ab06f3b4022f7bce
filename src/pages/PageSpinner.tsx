import { useToken } from 'antd/es/theme/internal';
import './page-spinner.css';

/**
 * Shown while a page's code or data loads: antd's default Spin indicator (its size, the theme colour), drawn with a
 * few lines of CSS instead of antd's Spin, which the login page would otherwise carry for this alone.
 */
export function PageSpinner() {
  const [, token] = useToken();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <span className="cw-spin" role="status" aria-live="polite" aria-busy="true" style={{ fontSize: token.controlHeightLG / 2, color: token.colorPrimary }}>
        <span className="cw-spin-dot">
          <i />
          <i />
          <i />
          <i />
        </span>
      </span>
    </div>
  );
}

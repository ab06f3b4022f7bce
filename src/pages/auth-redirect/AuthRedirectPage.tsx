import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../PageSpinner';
import { sessionService } from '../../session/session-service';

/**
 * Redirect landing (spec 01 §2): another system hands over a token pair in the query
 * (`access_token`, `refresh_token`, optional `redirect`); without one it goes to the login page.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const access = params.get('access_token');
    const refresh = params.get('refresh_token');
    const target = params.get('redirect') || '/';
    if (!access || !refresh) {
      navigate('/login', { replace: true });
      return;
    }
    sessionService.begin(access, refresh).then(
      () => navigate(target.startsWith('/') ? target : '/', { replace: true }),
      () => navigate('/login', { replace: true }),
    );
  }, [params, navigate]);
  return (
    <div>
      <PageSpinner />
      <p style={{ textAlign: 'center' }}>{t('pages.authRedirect')}</p>
    </div>
  );
}

/**
 * The tenants and roles the designer may preview and trace as (devtoolApi.audiences), and the chosen one: by
 * default the design's tenant (else the signed-in one) as its administrator (roleCode null).
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { devtoolApi, type Audience, type AudienceChoice } from '../../devtool-api';
import { currentUserAtom } from '../../../../session/session-atoms';

export function useAudiences(tenantCode?: string) {
  const user = useAtomValue(currentUserAtom);
  const [audiences, setAudiences] = useState<Audience[]>([]);
  const [choice, setChoice] = useState<AudienceChoice | undefined>(() => {
    const tenant = tenantCode ?? user?.tenantCode;
    return tenant ? { tenantCode: tenant, roleCode: null } : undefined;
  });
  useEffect(() => {
    let live = true;
    devtoolApi.audiences().then((list) => {
      if (!live) return;
      setAudiences(list);
      // The signed-in tenant may not be one the caller designs for: then the first that is.
      setChoice((chosen) => (chosen && list.some((a) => a.tenantCode === chosen.tenantCode) ? chosen : list[0] ? { tenantCode: list[0].tenantCode, roleCode: null } : chosen));
    }, () => undefined);
    return () => void (live = false);
  }, []);
  return { audiences, choice, setChoice };
}

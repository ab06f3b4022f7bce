/**
 * A dashboard's filter bar: a date range with the relative periods as presets, a site picked from those the person
 * may see. Loaded only by dashboards that declare filters (antd's date picker is not small).
 */
import { useEffect, useState } from 'react';
import { Card, DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DashboardSchema } from '../../schema/dashboard-schema';
import type { Language } from '../localize';
import type { DashboardSource } from './dashboard-source';
import { dashboardTexts } from './dashboard-texts';
import { DASHBOARD_PERIODS, periodRange } from './periods';
import type { FilterValues } from './widget-query';

export default function DashboardFilters({ dashboard, source, language, now, values, onChange }: {
  dashboard: DashboardSchema;
  source: DashboardSource;
  language: Language;
  now: Date;
  values: FilterValues;
  onChange(update: (values: FilterValues) => FilterValues): void;
}) {
  const t = dashboardTexts(language);
  return (
    <Card size="small" data-testid="dashboard-filters">
      <Space wrap size="large">
        {(dashboard.filters ?? []).map((filter) => (
          <Space key={filter.name} size={8}>
            <Typography.Text type="secondary">{filter.title?.[language] ?? filter.name}</Typography.Text>
            {filter.type === 'dateRange'
              ? <RangeFilter value={values[filter.name] as [Date, Date] | undefined} now={now} language={language} onChange={(range) => onChange((v) => ({ ...v, [filter.name]: range }))} testId={`filter-${filter.name}`} />
              : <SiteFilter source={source} placeholder={t.allSites} value={values[filter.name] as string | undefined} onChange={(site) => onChange((v) => ({ ...v, [filter.name]: site }))} testId={`filter-${filter.name}`} />}
          </Space>
        ))}
      </Space>
    </Card>
  );
}

function RangeFilter({ value, now, language, onChange, testId }: { value?: [Date, Date]; now: Date; language: Language; onChange(range: [Date, Date] | undefined): void; testId: string }) {
  const t = dashboardTexts(language);
  const presets = DASHBOARD_PERIODS.map((period) => {
    const [from, to] = periodRange(period, now);
    return { label: t[period], value: [dayjs(from), dayjs(to)] as [Dayjs, Dayjs] };
  });
  return (
    <span data-testid={testId}>
      <DatePicker.RangePicker
        allowClear={false}
        presets={presets}
        value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
        onChange={(range) => onChange(range?.[0] && range[1] ? [range[0].startOf('day').toDate(), range[1].endOf('day').toDate()] : undefined)}
      />
    </span>
  );
}

function SiteFilter({ source, placeholder, value, onChange, testId }: { source: DashboardSource; placeholder: string; value?: string; onChange(site: string | undefined): void; testId: string }) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    source.sites().then((sites) => live && setOptions(sites), () => undefined);
    return () => {
      live = false;
    };
  }, [source]);
  return <Select data-testid={testId} style={{ minWidth: 200 }} allowClear placeholder={placeholder} options={options} value={value} onChange={(site?: string) => onChange(site || undefined)} />;
}


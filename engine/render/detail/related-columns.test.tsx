// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderEngine } from '../testing/render-engine';
import { Table } from 'antd';
import { relatedColumns } from './related-columns';
import type { RelatedColumn } from '../../schema/entity-schema';

const columns: RelatedColumn[] = [
  { field: 'createdAt', title: { zh: '推送时间', en: 'Pushed at' }, format: 'date-time' },
  { field: 'status', title: { zh: '状态', en: 'State' }, enum: ['0', '1', '2'], 'x-format': 'status',
    'x-enum-titles': [{ zh: '待发送', en: 'Waiting' }, { zh: '已发送', en: 'Sent' }, { zh: '失败', en: 'Failed' }] },
  { field: 'reply', title: { zh: '应答', en: 'Answer' } },
];

describe('related tab columns', () => {
  it('draw a date-time as the spec shows it and a state by its title; a plain column as it is', () => {
    const rows = [{ id: 1, createdAt: '2026-11-26T03:04:05.000Z', status: '1', reply: 'OK' }];
    renderEngine(<Table rowKey="id" columns={relatedColumns(columns, 'zh')} dataSource={rows} pagination={false} />);
    expect(screen.getByText('已发送')).toBeTruthy();
    expect(screen.getByText(/^2026-11-26 \d\d:04:05$/)).toBeTruthy();
    expect(screen.queryByText('2026-11-26T03:04:05.000Z')).toBeNull();
    expect(screen.getByText('OK')).toBeTruthy();
  });

  it('title the columns in the page language', () => {
    renderEngine(<Table rowKey="id" columns={relatedColumns(columns, 'en')} dataSource={[{ id: 1, status: '2' }]} pagination={false} />, { language: 'en' });
    expect(screen.getByText('Pushed at')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});

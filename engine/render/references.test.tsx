// @vitest-environment jsdom
/** How the engine's pages draw a reference field (x-ref): the picker in forms and filters, the label in lists and details. */
import { screen } from '@testing-library/react';
import employeeJson from '../../schemas/base/employee.json';
import { compileEntity } from '../schema/entity-model';
import type { EntitySchema } from '../schema/entity-schema';
import { FieldValue } from './FieldValue';
import { REF_SELECT } from './form/field-component';
import { toFormilySchema } from './form/to-formily-schema';
import { toFilterSchema } from './list/to-filter-schema';
import { renderEngine } from './testing/render-engine';

const employee = compileEntity(employeeJson as unknown as EntitySchema);
const formField = (name: string) => ((toFormilySchema(employee, { language: 'zh' }).properties as any).grid.properties[name]) as Record<string, any>;

describe('a reference field', () => {
  it('is picked in the form with the reference picker, told its entity and field, and asked to choose', () => {
    const field = formField('departmentCode');
    expect(field['x-component']).toBe(REF_SELECT);
    expect(field['x-component-props']).toMatchObject({ entity: 'base.employee', field: 'departmentCode', reference: employee.schema.fields.departmentCode!['x-ref'], 'aria-label': '所属部门' });
    expect(field['x-validator'][0]).toMatchObject({ required: true, message: '请选择所属部门' });
  });

  it('filters the list with the same picker', () => {
    const filter = (toFilterSchema(employee, 'en').properties as any).siteCode;
    expect(filter['x-component']).toBe(REF_SELECT);
    expect(filter['x-component-props']).toMatchObject({ entity: 'base.employee', field: 'siteCode', allowClear: true, 'aria-label': 'Site' });
  });

  it("shows the target's label the row carries, and the value without one", () => {
    renderEngine(<div><FieldValue field={employee.schema.fields.departmentCode} value="OPS" label="运营部" /><FieldValue field={employee.schema.fields.siteCode} value="SZ009" /></div>);
    expect(screen.getByText('运营部').getAttribute('title')).toBe('OPS');
    expect(screen.getByText('SZ009')).toBeTruthy();
  });
});

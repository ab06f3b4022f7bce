/** Formily's date and time pickers, loaded the first time a form or a filter draws one (see on-demand-components.ts). */
export { DatePicker } from '@formily/antd-v5/esm/date-picker';
export { TimePicker } from '@formily/antd-v5/esm/time-picker';

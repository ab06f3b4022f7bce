/**
 * The Formily components every create/edit form needs beyond the filter form's, loaded in one small chunk when the
 * first form opens: the form grid (with its resize observer), the number input, the password input and the switch.
 */
export { FormGrid } from '@formily/antd-v5/esm/form-grid';
export { NumberPicker } from '@formily/antd-v5/esm/number-picker';
export { Password } from '@formily/antd-v5/esm/password';
export { Switch } from '@formily/antd-v5/esm/switch';

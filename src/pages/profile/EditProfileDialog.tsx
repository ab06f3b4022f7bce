import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../layout/form-modal/FormModal';
import { useAppApis } from '../../../engine/render/app-apis';
import { isMainlandMobile } from '../../../engine/validation/mainland-mobile';
import { validatorMessage } from '../../../engine/validation/registry';
import { authApi } from '../../session/auth-api';
import { currentUserAtom } from '../../session/session-atoms';

export interface EditProfileDialogProps {
  open: boolean;
  onClose(): void;
}

interface ProfileValues {
  nickname: string;
  mobile?: string;
  email?: string;
  avatar?: string;
}

/**
 * The person's own name, mobile, e-mail and avatar (PUT /api/account/sysuserdetail/updateSysUserDetail, spec 02 §7):
 * the formats checked as the server checks them, a refusal's field messages under the fields; on success the top
 * bar and the profile show the new values at once.
 */
export function EditProfileDialog({ open, onClose }: EditProfileDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = useAppApis();
  const user = useAtomValue(currentUserAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const lang = i18n.language === 'zh' ? 'zh' : 'en';

  useEffect(() => {
    if (open && user) form.setFieldsValue({ nickname: user.nickname, mobile: user.phone || undefined, email: user.email || undefined, avatar: user.avatar || undefined });
  }, [open, user, form]);

  const submit = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const saved = await authApi.updateProfile({ nickname: values.nickname, mobile: values.mobile || null, email: values.email || null, avatar: values.avatar || null });
      if (user) setUser({ ...user, nickname: saved.nickname, phone: saved.mobile ?? '', email: saved.email ?? '', avatar: saved.avatar ?? '' });
      void message.success(t('layout.profile.saved'));
      onClose();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as keyof ProfileValues, errors: [text] })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal title={t('layout.profile.edit')} open={open} form={form} saving={saving} onClose={onClose} onFinish={(values) => void submit(values)} testId="edit-profile-dialog">
      <Form.Item name="nickname" label={t('layout.profile.nickname')} rules={[{ required: true, whitespace: true, message: t('layout.profile.nicknameRequired') }, { max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="mobile" label={t('layout.profile.phone')} rules={[{ validator: async (_, value) => { if (value && !isMainlandMobile(value)) throw new Error(validatorMessage('mainlandMobile', lang)); } }]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('layout.profile.email')} rules={[{ type: 'email', message: validatorMessage('email', lang) }, { max: 128 }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="avatar" label={t('layout.profile.avatar')} rules={[{ type: 'url', message: t('layout.profile.avatarUrl') }, { max: 500 }]}>
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}

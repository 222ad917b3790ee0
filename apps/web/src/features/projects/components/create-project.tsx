import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { CreateProjectRequest } from '@/types/api';
import { useCreateProject } from '../api/create-project';

/** "New project" button and its dialog. */
export function CreateProject() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateProjectRequest>();
  const create = useCreateProject();

  const submit = (values: CreateProjectRequest) =>
    create.mutate(
      { itemName: values.itemName.trim(), description: values.description?.trim() || undefined },
      {
        onSuccess: (project) => {
          notifySuccess(t('projects.created', { name: project.itemName }));
          setOpen(false);
          form.resetFields();
        },
      },
    );

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('projects.create')}
      </Button>
      <Modal
        open={open}
        title={t('projects.createTitle')}
        okText={t('projects.ok')}
        cancelText={t('projects.cancel')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        forceRender
      >
        <Form<CreateProjectRequest> form={form} layout="vertical" name="create-project" onFinish={submit}>
          <Form.Item
            name="itemName"
            label={t('projects.itemName')}
            rules={[{ required: true, whitespace: true, message: t('projects.itemNameRequired') }, { max: 120 }]}
          >
            <Input maxLength={120} autoFocus />
          </Form.Item>
          <Form.Item name="description" label={t('projects.description')} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { message as messageText, type UploadAnswer } from '@lampsheet/contracts';
import { Button, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { uploadPicture } from '@/api/files';
import { pictureProblem } from '../utils/upload-check';
import { useLang } from '../hooks/use-lang';

export interface PictureUploadProps {
  label: ReactNode;
  /** A message shown instead of uploading while something required is missing. */
  blockedBy?: string | null;
  onUploaded: (answer: UploadAnswer) => void;
  testId?: string;
}

/** One JPG/JPEG/PNG picture under 2 MB; the specification's messages otherwise. */
export function PictureUpload({ label, blockedBy, onUploaded, testId }: PictureUploadProps) {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      maxCount={1}
      showUploadList={false}
      openFileDialogOnClick={!blockedBy}
      beforeUpload={(file) => {
        const problem = pictureProblem(file);
        if (problem) {
          notifyError(messageText(problem, lang));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        uploadPicture(file as File, { silent: true })
          .then((answer) => {
            onUploaded(answer);
            onSuccess?.(answer);
          })
          .catch((e: unknown) => {
            notifyError(e instanceof ApiError ? e.message : String(e));
            onError?.(e as Error);
          })
          .finally(() => setBusy(false));
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        data-testid={testId}
        onClick={(e) => {
          if (blockedBy) {
            e.stopPropagation();
            notifyError(blockedBy);
          }
        }}
      >
        {label}
      </Button>
    </Upload>
  );
}

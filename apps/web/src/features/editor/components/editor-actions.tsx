/**
 * The foot of the editor's form column: the stale-write notice with its reload button, and the
 * action bar (save as a copy, save draft, generate), each button shown only to whom it is for.
 */
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveKind } from '../hooks/use-save-record';

export function EditorActions({
  conflict,
  onReload,
  canSaveAs,
  isCreator,
  busy,
  onSave,
}: {
  /** The record changed on the server since it was loaded (409). */
  conflict: boolean;
  onReload: () => void;
  /** A saved record that is not a draft can be saved as a copy, by anyone who reads it. */
  canSaveAs: boolean;
  /** Only the creator (or a new record) saves draft and generates. */
  isCreator: boolean;
  /** The save under way, if any. */
  busy: SaveKind | null;
  onSave: (kind: SaveKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {conflict && (
        <Alert
          type="error"
          showIcon
          data-testid="conflict"
          style={{ margin: '8px 8px 0 0' }}
          title={t('editor.conflictTitle')}
          description={t('editor.conflict')}
          action={
            <Button size="small" danger onClick={onReload}>
              {t('editor.reload')}
            </Button>
          }
        />
      )}
      <Flex gap={8} justify="flex-end" style={{ padding: '10px 8px 4px 0', borderTop: '1px solid #f0f0f0', background: '#fff' }} data-testid="editor-actions">
        {canSaveAs && (
          <Button onClick={() => onSave('saveAs')} loading={busy === 'saveAs'} disabled={!!busy} data-testid="save-as">
            {t('editor.saveAs')}
          </Button>
        )}
        {isCreator && (
          <Button onClick={() => onSave('draft')} loading={busy === 'draft'} disabled={!!busy} data-testid="save-draft">
            {t('editor.saveDraft')}
          </Button>
        )}
        {isCreator && (
          <Button type="primary" onClick={() => onSave('generate')} disabled={!!busy} data-testid="generate">
            {t('editor.generate')}
          </Button>
        )}
      </Flex>
    </>
  );
}

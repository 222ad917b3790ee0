/**
 * Loading the record the editor works on: a new one starts empty (or from the surface sketch in
 * the address, `item`), an existing one (`cid`) is read once — and again after a reload — into
 * the form with its two sketches, its status and its creator. Also holds the stale-write flag
 * (`conflict`) that a reload clears. Saving is `use-save-record.ts`.
 */
import { useEffect, useRef, useState } from 'react';
import { useLampparam } from '../api/get-lampparam';
import { applySurfaceSketch, emptyForm, formFromView, type ChosenLampSketch, type ChosenSketch, type EditorForm } from '../utils/editor-form';

/** The surface sketch a new record was opened with (`item` in the address), if it is one. */
function parseItem(text: string | null): ChosenSketch | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as ChosenSketch;
    return typeof v?.id === 'number' && typeof v.contestTypeId === 'number' ? v : null;
  } catch {
    return null;
  }
}

export function useEditorRecord({ projectId, cid, query }: { projectId: number; cid?: number; query: URLSearchParams }) {
  const view = useLampparam(cid);
  const [form, setForm] = useState<EditorForm>(() => {
    const item = cid ? null : parseItem(query.get('item'));
    const base = emptyForm(projectId);
    return item ? applySurfaceSketch(base, item) : base;
  });
  const [sketch, setSketch] = useState<ChosenSketch | null>(() => (cid ? null : parseItem(query.get('item'))));
  const [lampSketch, setLampSketch] = useState<ChosenLampSketch | null>(null);
  const [editStatus, setEditStatus] = useState<number | undefined>();
  const [createdBy, setCreatedBy] = useState<number | undefined>();
  const [creatorName, setCreatorName] = useState<string | undefined>();
  const [conflict, setConflict] = useState(false);
  const loadedFor = useRef<string | null>(null);

  // An existing record: its values, sketches and status once (and again after a reload).
  useEffect(() => {
    const data = view.data;
    if (!data) return;
    const key = `${data.projectLampparamVo.id}@${data.projectLampparamVo.updateDate}`;
    if (loadedFor.current === key) {
      // the same record again in the other language: the sketches' names follow it, the form keeps its edits
      setSketch((s) => (s && s.id === data.contestSketch?.id ? data.contestSketch : s));
      setLampSketch((s) => (s && s.id === data.lampSketch?.id ? data.lampSketch : s));
      return;
    }
    loadedFor.current = key;
    setForm(formFromView(data.projectLampparamVo, data.projectParamindexList));
    setSketch(data.contestSketch);
    setLampSketch(data.lampSketch);
    setEditStatus(data.projectLampparamVo.dataStatus);
    setCreatedBy(data.projectLampparamVo.createdBy);
    setCreatorName(data.projectLampparamVo.creatorName);
    setConflict(false);
  }, [view.data]);

  /** Reads the saved record again into the form (after a stale write). */
  const reload = async () => {
    loadedFor.current = null;
    await view.refetch();
  };

  return {
    view,
    form,
    setForm,
    sketch,
    setSketch,
    lampSketch,
    setLampSketch,
    editStatus,
    setEditStatus,
    createdBy,
    setCreatedBy,
    creatorName,
    conflict,
    setConflict,
    reload,
  };
}

/** The record being edited, as `useEditorRecord` holds it. */
export type EditorRecord = ReturnType<typeof useEditorRecord>;

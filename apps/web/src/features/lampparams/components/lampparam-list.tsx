import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { ALL_ON, kelvinText, message as messageText, type LampparamListRow } from '@lampsheet/contracts';
import { Button, Empty, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type PassThrough } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { LIST_ROWS, useLampparams } from '../api/get-lampparams';
import { copyLampparam, generateLampparam, useDeleteLampparam, useListAction } from '../api/lampparam-actions';
import { ScheduleButtons, ScheduleDownloadStatus, useScheduleDownload } from './schedule-downloads';

export interface LampparamListProps {
  projectId: number;
  page: number;
  onPageChange: (page: number) => void;
  passThrough: PassThrough;
}

/** Address of the editor for a record (or a new one) of the project, with the pass-through parameters. */
export function editorHref(projectId: number, passThrough: PassThrough, cid?: number): string {
  return paths.custom.getHref({ id: projectId, cid, pid: projectId, ...passThrough });
}

/** The project's lamp parameters, newest first, with their actions. */
export function LampparamList({ projectId, page, onPageChange, passThrough }: LampparamListProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh-CN' ? 'zh' : 'en';
  const user = useUser();
  const list = useLampparams(projectId, page);
  const remove = useDeleteLampparam();
  const copy = useListAction(copyLampparam);
  const generate = useListAction(generateLampparam);
  const schedule = useScheduleDownload(projectId);

  /** The sheet's tab is opened at the click, so the browser does not block it, and filled when ready. */
  const openSheet = (row: LampparamListRow) => {
    const tab = window.open('', '_blank');
    generate.mutate(row.id, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
      },
      onError: () => tab?.close(),
    });
  };

  const columns: TableColumnsType<LampparamListRow> = [
    { title: t('lampparamList.typeMark'), dataIndex: 'typeMark', width: 76, render: (v: string) => <Typography.Text strong data-testid="lampparam-mark">{v}</Typography.Text> },
    {
      title: t('lampparamList.number'),
      dataIndex: 'lampparamNo',
      width: 146,
      render: (v: string, row) => (
        <Link to={editorHref(projectId, passThrough, row.id)} data-testid="lampparam-open">
          {v || t('lampparamList.noNumber')}
        </Link>
      ),
    },
    { title: t('lampparamList.lampType'), dataIndex: 'lampTypeStr', width: 100, render: (v: string | null) => v ?? '—' },
    {
      title: t('lampparamList.colour'),
      key: 'colour',
      width: 124,
      // the colour type and its colour temperatures; the all-lit key 全亮 is the channel state a
      // target is measured in, not a colour of the fixture, so the list leaves it out
      render: (_, row) => [row.colorTypeStr, row.colorTemperatureStr?.trim() === ALL_ON || !row.colorTemperatureStr ? null : kelvinText(row.colorTemperatureStr)].filter(Boolean).join(' · ') || '—',
    },
    { title: t('lampparamList.beamAngle'), dataIndex: 'beamAngleStr', width: 112, render: (v: string | null) => v ?? '—' },
    { title: t('lampparamList.power'), dataIndex: 'lampPower', width: 72, align: 'right', render: (v: string | null) => (v ? `${v} W` : '—') },
    { title: t('lampparamList.quantity'), dataIndex: 'quantity', width: 64, align: 'right', render: (v: number | null) => (v === null ? '—' : v) },
    {
      title: t('lampparamList.status'),
      dataIndex: 'dataStatus',
      width: 90,
      render: (v: number) =>
        v === 2 ? <Tag color="green">{t('lampparamList.generated')}</Tag> : <Tag>{t('lampparamList.draft')}</Tag>,
    },
    { title: t('lampparamList.creator'), dataIndex: 'creatorName', width: 164, ellipsis: true },
    {
      title: t('lampparamList.updated'),
      dataIndex: 'updateDate',
      width: 160,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('lampparamList.actions'),
      key: 'actions',
      width: 202,
      fixed: 'right',
      render: (_, row) => {
        const mine = user.data?.id === row.createdBy;
        return (
          <Space size={0} wrap>
            <Link to={editorHref(projectId, passThrough, row.id)}>
              <Button type="link" size="small" icon={<EditOutlined />}>
                {t('lampparamList.open')}
              </Button>
            </Link>
            {row.dataStatus === 2 && (
              <Button
                type="link"
                size="small"
                icon={<CopyOutlined />}
                loading={copy.isPending && copy.variables === row.id}
                data-testid="lampparam-copy"
                onClick={() =>
                  copy.mutate(row.id, { onSuccess: (answer) => notifySuccess(t('lampparamList.copied', { no: `${answer.typeMark} ${answer.lampparamNo}` })) })
                }
              >
                {t('lampparamList.saveAs')}
              </Button>
            )}
            {/* A generated record is previewed; a draft is generated first, by its creator only. */}
            {(row.dataStatus === 2 || mine) && (
              <Button
                type="link"
                size="small"
                icon={row.dataStatus === 2 ? <FilePdfOutlined /> : <ThunderboltOutlined />}
                loading={generate.isPending && generate.variables === row.id}
                data-testid={row.dataStatus === 2 ? 'lampparam-preview' : 'lampparam-generate'}
                onClick={() => openSheet(row)}
              >
                {t(row.dataStatus === 2 ? 'lampparamList.preview' : 'lampparamList.generate')}
              </Button>
            )}
            {mine ? (
              <Popconfirm
                title={t('lampparamList.deleteConfirm', { no: row.lampparamNo || t('lampparamList.noNumber') })}
                okText={t('lampparamList.delete')}
                cancelText={t('lampparamList.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutateAsync(row.id).then(
                    () => notifySuccess(messageText('ok', lang)),
                    () => undefined,
                  )
                }
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="lampparam-delete">
                  {t('lampparamList.delete')}
                </Button>
              </Popconfirm>
            ) : (
              <Tooltip title={t('lampparamList.creatorOnly')}>
                <Button type="link" size="small" disabled icon={<DeleteOutlined />}>
                  {t('lampparamList.delete')}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{list.data ? t('lampparamList.total', { count: list.data.total }) : ''}</Typography.Text>
        <Space wrap>
          <ScheduleButtons running={schedule.running} onStart={(format) => void schedule.start(format)} />
          <Link to={editorHref(projectId, passThrough)} data-testid="lampparam-new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('lampparamList.new')}
            </Button>
          </Link>
        </Space>
      </Flex>
      <ScheduleDownloadStatus download={schedule} />
      <Table<LampparamListRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        // the columns' widths added up (1310): a 1366 px window shows every column and header whole, the creator and the date too
        scroll={{ x: 1310 }}
        data-testid="lampparam-table"
        locale={{ emptyText: <Empty description={t('lampparamList.empty')} /> }}
        pagination={{
          current: page,
          pageSize: LIST_ROWS,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPageChange,
        }}
      />
    </Flex>
  );
}

import { AimOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { CreateProject } from './create-project';

export interface ProjectsListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The user's projects, each leading to its lamp parameter list and its fixture selection. */
export function ProjectsList({ page, onPageChange }: ProjectsListProps) {
  const { t, i18n } = useTranslation();
  const projects = useProjects({ page });
  const rows = projects.data?.rows ?? [];
  const total = projects.data?.total ?? 0;

  return (
    <List
      bordered
      style={{ background: '#fff' }}
      loading={projects.isPending || (projects.isFetching && projects.isPlaceholderData)}
      dataSource={rows}
      rowKey="id"
      locale={{
        emptyText: projects.isPending ? (
          <div style={{ height: 120 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects.empty')}>
            <CreateProject />
          </Empty>
        ),
      }}
      pagination={
        total > PROJECTS_PAGE_SIZE
          ? {
              current: page,
              pageSize: PROJECTS_PAGE_SIZE,
              total,
              onChange: onPageChange,
              showSizeChanger: false,
              showTotal: (count) => t('projects.total', { count }),
              style: { paddingInline: 16 },
            }
          : false
      }
      renderItem={(project) => (
        <List.Item
          data-testid="project-item"
          actions={[
            <Link key="params" to={paths.lampParamList.getHref(project.id)}>
              <Button icon={<UnorderedListOutlined />}>{t('projects.lampParams')}</Button>
            </Link>,
            <Link key="selection" to={paths.selection.getHref(project.id)}>
              <Button type="primary" ghost icon={<AimOutlined />}>
                {t('projects.selection')}
              </Button>
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={
              <Link to={paths.lampParamList.getHref(project.id)} style={{ fontSize: 16 }}>
                {project.itemName}
              </Link>
            }
            description={
              <Space orientation="vertical" size={2}>
                {project.description && <Typography.Text>{project.description}</Typography.Text>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('projects.createdBy')}: {project.creatorName} · {t('projects.createDate')}:{' '}
                  {formatDateTime(project.createDate, i18n.language)} · {t('projects.updateDate')}:{' '}
                  {formatDateTime(project.updateDate, i18n.language)}
                </Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

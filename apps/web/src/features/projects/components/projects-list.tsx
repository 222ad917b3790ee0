import AimOutlined from '@ant-design/icons/AimOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Button, Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import type { Project } from '@/types/api';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { CreateProject } from './create-project';

export interface ProjectsListProps {
  page: number;
  onPageChange: (page: number) => void;
}

function ProjectRow({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  return (
    <Flex
      component="li"
      data-testid="project-item"
      wrap
      gap={16}
      align="center"
      justify="space-between"
      style={{ padding: '16px 20px', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex vertical gap={2} style={{ minWidth: 260, flex: '1 1 420px' }}>
        <Link to={paths.lampParamList.getHref(project.id)} style={{ fontSize: 16, fontWeight: 500 }}>
          {project.itemName}
        </Link>
        {project.description && <Typography.Text type="secondary">{project.description}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('projects.createdBy')}: {project.creatorName} · {t('projects.createDate')}:{' '}
          {formatDateTime(project.createDate, i18n.language)} · {t('projects.updateDate')}:{' '}
          {formatDateTime(project.updateDate, i18n.language)}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        <Link to={paths.lampParamList.getHref(project.id)}>
          <Button icon={<UnorderedListOutlined />} tabIndex={-1}>
            {t('projects.lampParams')}
          </Button>
        </Link>
        <Link to={paths.selection.getHref(project.id)}>
          <Button type="primary" ghost icon={<AimOutlined />} tabIndex={-1}>
            {t('projects.selection')}
          </Button>
        </Link>
      </Flex>
    </Flex>
  );
}

/** The user's projects, each leading to its lamp parameter list and its fixture selection. */
export function ProjectsList({ page, onPageChange }: ProjectsListProps) {
  const { t } = useTranslation();
  const projects = useProjects({ page });
  const rows = projects.data?.rows ?? [];
  const total = projects.data?.total ?? 0;

  if (projects.isPending) {
    return (
      <Card>
        <Flex justify="center" style={{ padding: 48 }} role="status" aria-live="polite">
          <Spin description={t('app.loading')} />
        </Flex>
      </Card>
    );
  }

  if (rows.length === 0) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects.empty')}>
          <CreateProject />
        </Empty>
      </Card>
    );
  }

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Spin spinning={projects.isFetching && projects.isPlaceholderData}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('projects.title')}>
          {rows.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ul>
      </Spin>
      {total > PROJECTS_PAGE_SIZE && (
        <Flex justify="flex-end" style={{ padding: 16 }}>
          <Pagination
            current={page}
            pageSize={PROJECTS_PAGE_SIZE}
            total={total}
            onChange={onPageChange}
            showSizeChanger={false}
            showTotal={(count) => t('projects.total', { count })}
          />
        </Flex>
      )}
    </Card>
  );
}

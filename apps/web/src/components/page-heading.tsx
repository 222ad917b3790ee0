import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';

/** A page's back link, title and the project it belongs to. */
export function PageHeading({ backTo, backLabel, title, projectName }: { backTo: string; backLabel: string; title: string; projectName?: string }) {
  return (
    <Flex align="baseline" gap={12} wrap>
      <Link to={backTo}>
        <ArrowLeftOutlined /> {backLabel}
      </Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {projectName && (
        <Typography.Text type="secondary" style={{ fontSize: 16 }} data-testid="project-name">
          {projectName}
        </Typography.Text>
      )}
    </Flex>
  );
}

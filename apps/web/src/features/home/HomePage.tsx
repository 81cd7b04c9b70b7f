import { ROLE_LABELS, canAccess } from '@ability/domain';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useEdition } from '../../app/edition';
import { resolvePath } from '../../app/features';
import { featureRoutes } from '../../app/registry';
import { useSession } from '../../app/session';

/** The start screen: who is signed in, in which units, and the screens the role opens. */
export function HomePage() {
  const user = useSession();
  const edition = useEdition();
  const shortcuts = featureRoutes.filter((r) => r.menu && r.path !== '/' && canAccess(user.role, r.resource, 'menu'));
  return (
    <div className="page-card">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Olá, {user.employee?.name ?? user.email}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {ROLE_LABELS[user.role]} · {user.resales.length === 1 ? edition.unit : edition.units}:{' '}
        {user.resales.map((r) => r.name).join(', ') || '—'}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {shortcuts.map((r) => (
          <Col key={resolvePath(r, edition)} xs={24} sm={12} md={8} lg={6}>
            <Link to={resolvePath(r, edition)}>
              <Card hoverable size="small">
                <Typography.Text strong>{r.menu?.label(edition)}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}

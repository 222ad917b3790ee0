import { message } from 'antd';
import { useEffect } from 'react';
import { setMessageInstance } from '@/lib/notify';

/** antd's message holder inside the app's ConfigProvider; loaded with the first toast (app-provider.tsx). */
export default function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    setMessageInstance(api);
    return () => setMessageInstance(null);
  }, [api]);
  return holder;
}

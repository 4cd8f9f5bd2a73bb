import { useNavigate } from 'react-router-dom';

/**
 * 'Kembali ke Halaman Sebelumnya': back in the history, or home for a visitor who opened the
 * link in a new tab and has no page to go back to.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
}

-- The console asks which of its open orders are tables' orders.
CREATE INDEX dine_session_order ON dine_session(order_id);

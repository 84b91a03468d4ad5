// Stands in for `server-only` under Jest, which has no react-server condition.
module.exports = {};

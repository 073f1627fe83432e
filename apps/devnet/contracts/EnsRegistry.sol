// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title EnsRegistry
/// @notice The ENS registry (EIP-137) the devnet serves names from: who owns each node and which
///         resolver answers for it. The same interface as ENS's own `ENSRegistry`, without
///         operators or TTLs, which nothing on the devnet uses. The deployer owns the root.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    error Unauthorised(bytes32 node, address sender);

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier authorised(bytes32 node) {
        if (records[node].owner != msg.sender) revert Unauthorised(node, msg.sender);
        _;
    }

    /// @notice The owner of `node`.
    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    /// @notice The resolver of `node`; zero when it has none (a client then asks its parent).
    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    /// @notice Whether `node` has an owner.
    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        public
        authorised(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address newOwner, address newResolver, uint64)
        external
    {
        bytes32 subnode = setSubnodeOwner(node, label, newOwner);
        records[subnode].resolver = newResolver;
        emit NewResolver(subnode, newResolver);
    }
}
